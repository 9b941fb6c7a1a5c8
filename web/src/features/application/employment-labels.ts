import type { EmploymentType } from '../../gql/graphql';

export const EMPLOYMENT_LABELS: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  self_employed: 'Self-employed',
};
