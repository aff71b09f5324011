export default '/admin/pages/edit/@key'
