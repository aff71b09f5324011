// POST /trips/{id}/book answered with the trip page itself when the booking form is sent back (its messages at #book).
export { default } from '../+Page'
