/**
 * The forms' messages in English: what the browser and the server say of a
 * field or a form (spec §5 and §8, verbatim where the spec gives one). The
 * checks (src/foundations/formRules) write these English texts; a reply in
 * Sinhala or Tamil is the same text looked up in ./si.ts or ./ta.ts
 * (src/foundations/formRules/translateMessages.ts), so each English text
 * here must be unique to its meaning.
 *
 * Apart from the pages' texts (../en.ts) because a form's page loads only
 * its own language's messages, and only when the form is first used.
 */
export const formTexts = {
  messages: {
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
    dateOfBirthInvalid: 'Please enter a valid date of birth.',
    inquiryYearMissing: 'Please choose your A/L year.',
    informationSourceMissing: 'Please choose how you heard about us.',
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
  },
  /** Messages about one field, which they name (`{label}`: one of `fieldNames`). */
  templates: {
    required: '{label} is required.',
    tooLong: '{label} must be at most {max} characters.',
    notAllowedCharacters: '{label} contains characters that are not allowed.',
    notText: '{label} must be sent as text.',
    listUnreadable: '{label} could not be read. Please submit again.',
    tooManyRows: '{label} can have at most {max} rows.',
    rowUnreadable: 'Each row of {label} must be sent as a set of fields.',
    yearRange: 'Please choose a year from {from} to the current year.',
    withReference: '{message} Your reference number is {reference}.',
  },
  /** The fields as the messages name them (not always as the form labels them). */
  fieldNames: {
    firstName: 'First name',
    surname: 'Surname',
    contactNumber: 'Contact number',
    email: 'Email',
    alYear: 'A/L year',
    degreeProgramme: 'Degree programme',
    message: 'Message',
    name: 'Name',
    permanentAddress: 'Permanent address',
    correspondenceAddress: 'Correspondence address',
    mobileNumber: 'Mobile number',
    residenceNumber: 'Residence number',
    homeNumber: 'Home number',
    personalEmail: 'Personal email',
    officeEmail: 'Office email',
    nicPassport: 'NIC/Passport number',
    designation: 'Designation',
    companyName: 'Company name',
    degreeProgram: 'Degree program',
    specialization: 'Specialization',
    academicQualifications: 'Academic qualifications',
    yearOfEnrollment: 'Year of enrollment',
    registrationNumber: 'Registration number',
    intake: 'Intake',
    yearOfDegree: 'Year of degree obtained',
    degree: 'Degree',
    programType: 'Program type',
    nameWithInitials: 'Name with initials',
    fullName: 'Full name',
    dateOfBirth: 'Date of birth',
    nationality: 'Nationality',
    mailingAddress: 'Mailing address',
    emailAddress: 'Email address',
    alSchool: 'A/L school',
    alIndexNumber: 'A/L index number',
    alStream: 'A/L stream',
    alMedium: 'A/L medium',
    olSchool: 'O/L school',
    olIndexNumber: 'O/L index number',
    olYear: 'O/L year',
    olMathematics: 'O/L Mathematics result',
    examination: 'Name of the examination',
    institute: 'Institute',
    country: 'Country',
    year: 'Year',
    medium: 'Medium',
    informationSource: 'How you heard about us',
    newspaper: 'Newspaper',
    otherSource: 'Other source',
    feeMethod: 'How you pay the fee',
    subject: 'Subject',
    grade: 'Grade',
    activity: 'Activity',
    achievement: 'Achievement',
    alSubjects: 'A/L subjects',
    foreignSubjects: 'Foreign qualification subjects',
    activities: 'Extra-curricular activities',
  },
} as const

export type FormTexts = typeof formTexts
