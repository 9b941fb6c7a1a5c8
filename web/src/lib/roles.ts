// How a role is named to people: the admin header and sidebar, decision steps, the staff frame of the sign-in steps.
const ROLE_NAMES: Record<string, string> = {
  user: 'Customer',
  admin: 'Admin',
  superadmin: 'Super Admin',
  sales_executive: 'Sales Executive',
  credit_analyst: 'Credit Analyst',
  recovery_and_collections: 'Recovery and Collections',
  inspection_and_verification: 'Inspection and Verification',
  finance: 'Finance',
};

export function roleName(role: string): string {
  return ROLE_NAMES[role] ?? role.split('_').map((word) => (word ? word[0].toUpperCase() + word.slice(1) : word)).join(' ');
}
