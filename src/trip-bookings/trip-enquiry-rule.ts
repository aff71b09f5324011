// Which trips take enquiries (the form with a date and the party) and when their page shows it.

interface EnquiryTrip {
  status: string
  bookingMode: string
  /** Editors' "show booking options": the enquiry form, for a trip sold online while no date is on sale. */
  showBookingOptions: boolean
}

/** A published trip sold on request always takes enquiries; one sold online when its editors ask for the form. */
export function takesEnquiries(trip: EnquiryTrip): boolean {
  return trip.status === 'published' && (trip.bookingMode === 'on_request' || trip.showBookingOptions)
}

/** The page shows the enquiry form for a trip sold on request, and for one sold online only while it has nothing to book. */
export function showsEnquiryForm(trip: EnquiryTrip, bookable: boolean): boolean {
  return takesEnquiries(trip) && (trip.bookingMode === 'on_request' || !bookable)
}
