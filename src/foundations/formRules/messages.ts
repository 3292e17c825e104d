/**
 * Every message of the three forms (spec §5 and §8), verbatim where the spec
 * gives one. Browser and server both read them from here.
 */
export const FORM_MESSAGES = {
  // Alumni registration (§5)
  fillRequired: 'Please fill in all required fields.',
  declaration: 'You must agree to the declaration to submit the form.',
  selectDegreeProgram: 'Please select a Degree Program.',
  alumniMobileInvalid: 'Please enter a valid Sri Lankan mobile number, without 0 (e.g., +94 followed by nine digits).',
  alumniMobileLength: 'Sri Lankan mobile number including the country code +94 must be 12 digits.',
  personalEmailRequired: 'Personal email is required.',
  officeEmailRequired: 'Office email is required.',
  personalEmailInvalid: 'Invalid personal email format.',
  officeEmailInvalid: 'Invalid office email format.',
  correctErrors: 'Please correct the errors in the form.',
  qualificationMissing: 'Degree Program and Specialization should be properly specified.',
  alumniFailed: 'Registration failed.',
  alumniFailedUnexpected: 'Something went wrong during registration.',

  // Degree application (§5)
  programType: 'Please select the program type (Weekday/Weekend).',
  selectDegreeType: 'Please select the degree type.',
  correctErrorsBeforeSubmitting: 'Please correct the errors in the form before submitting.',
  mobileRequired: 'Mobile number is required.',
  homeRequired: 'Home number is required.',
  slMobileInvalid: 'Please enter a valid Sri Lankan mobile number, without 0. (eg: 712345678)',
  slHomeInvalid: 'Please enter a valid Sri Lankan home number, without 0. (eg: 712345678)',
  slMobileLength: 'Sri Lankan mobile number including the country code +94 must be 12 digits.',
  slHomeLength: 'Sri Lankan home number including the country code +94 must be 12 digits.',
  intlMobileInvalid: 'Please enter a valid international mobile number.',
  intlHomeInvalid: 'Please enter a valid international home number.',
  emailRequired: 'Email address is required.',
  emailInvalid: 'Invalid email format.',
  nicRequired: 'NIC/Passport number is required.',
  nicOldLength: 'Old NIC must be 10 characters long (9 digits + V/v).',
  nicNewLength: 'New NIC must be 12 digits long.',
  nicInvalid: 'Invalid NIC/Passport format.',
  nicOldLengthIdForm: 'Old NIC must be 10 characters long.',
  nicNewLengthIdForm: 'New NIC must be 12 characters long.',
  nicInvalidIdForm: 'Invalid NIC/Passport format. Must be 9 characters for passport.',
  applicationFailed: 'Something went wrong during submission.',
  applicationUnexpected: 'An unexpected error occurred.',
  applicationFallback: 'Something Went Wrong',

  // Student application reply (§8)
  missingFields: 'Missing required field(s). Please check your input.',

  // Inquiry (§8)
  inquirySuccess: 'Thank you! Your inquiry has been successfully submitted. Our team will contact you shortly',
  inquiryFailed: 'Failed to submit inquiry.',

  generic: 'Something went wrong',

  // Our own additions: the spec names no text for these.
  contactInvalid: 'Please enter a valid contact number.',
  residentInvalid: 'Please enter a valid residence number.',
  applicationReceived: 'Your application has been submitted successfully.',
  registrationReceived: 'Your alumni registration has been submitted successfully.',
  tooFast: 'This form was sent too quickly. Please take a moment to check it, then submit again.',
  rateLimited: 'Too many submissions from your connection. Please wait a few minutes and try again.',
  crossSite: 'This form can only be submitted from the campus website.',
  storeFailed: 'We could not save your submission. Nothing was kept; please submit again.',
  scanUnavailable:
    'We could not check your documents for viruses just now, so nothing was kept: please try again in a few minutes.',
  changedAfterStored:
    'This form had already reached us before your latest changes, so those changes were not saved. If something needs correcting, please contact us and quote the reference.',
  feeMethodMissing: 'Please choose how you will pay the application fee.',
  receiptMissing: 'Please upload the receipt of your bank deposit, or choose to pay online.',
  checkoutNotOpened:
    'We could not open the payment page just now. Your application is kept: pay online from the application status page with your reference, or at the bank.',
  openingCheckout: 'Taking you to PayHere to pay the fee…',
  onlinePaymentUnavailable: 'Online payment is not available at the moment. Please pay at the bank and upload the receipt.',
  unknownDegree: 'The selected degree is not offered. Please choose another degree.',
  formNotLoaded: 'The form could not be loaded, so it was not sent. Please check your connection and submit again.',
  formTooLarge: 'The form is too large. Please shorten the longest texts and submit again.',
  notJsonObject: 'The form must be sent as a JSON object.',
  bodyUnreadable: 'The form arrived incomplete. Please submit again.',
  timerInvalid: 'The time spent filling in the form (form_elapsed_ms) must be a number of milliseconds.',
  multipartUnreadable: 'The application could not be read: it must be sent as multipart/form-data with a boundary. Please submit again.',
} as const

/** '{label} is required.' for a field that must be filled. */
export const requiredMessage = (label: string) => `${label} is required.`
export const tooLongMessage = (label: string, max: number) => `${label} must be at most ${max} characters.`
/** Control characters (other than tab and line breaks) and broken characters. */
export const notAllowedCharactersMessage = (label: string) => `${label} contains characters that are not allowed.`
/** A value that is a number, a list, an object, true/false or null where text belongs. */
export const notTextMessage = (label: string) => `${label} must be sent as text.`
export const listUnreadableMessage = (label: string) => `${label} could not be read. Please submit again.`
export const tooManyRowsMessage = (label: string, max: number) => `${label} can have at most ${max} rows.`
export const rowUnreadableMessage = (label: string) => `Each row of ${label} must be sent as a set of fields.`
