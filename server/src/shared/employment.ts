// THE list of employment types, for the eligibility check and the application (server validation and web forms).
// Order matters to the database enum (employment_type): new values are appended, never inserted.
export const EMPLOYMENT_TYPES = ['full_time', 'part_time', 'self_employed', 'contract', 'retired', 'student', 'unemployed'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const EMPLOYMENT_TYPE_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time employee',
  part_time: 'Part-time employee',
  contract: 'Contract worker',
  self_employed: 'Self-employed',
  retired: 'Retired (pension)',
  student: 'Student',
  unemployed: 'Unemployed',
};

/** Why an unemployed applicant is refused, the same words in the eligibility result and the application. */
export const UNEMPLOYED_REASON =
  'An applicant needs a regular income from work, business, a pension or other support; unemployed applicants are not eligible.';
