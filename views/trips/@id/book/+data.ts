// The trip page's data: a refused booking re-renders the trip page at this address (the form's POST).
export { data } from '../+data'
