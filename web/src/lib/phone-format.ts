// Showing stored phone numbers (E.164) the way people read them, "024 412 3456": no zod, for views that only display.
export { formatGhanaPhone, phoneHref } from '../../../server/src/shared/phone';
