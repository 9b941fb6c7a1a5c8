// THE list of employment types (server/src/shared/employment.ts): the eligibility check and the application offer
// the same choices, with the same labels, and refuse "unemployed" with the same sentence.
export { EMPLOYMENT_TYPE_LABELS, EMPLOYMENT_TYPES, UNEMPLOYED_REASON } from '../../../server/src/shared/employment';
export type { EmploymentType } from '../../../server/src/shared/employment';
