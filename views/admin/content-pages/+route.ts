// Staff say "pages", but Vike's filesystem routing skips directories named pages/: hence a route string.
export default '/admin/pages'
