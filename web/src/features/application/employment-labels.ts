// The one list of employment types and labels (lib/employment), under the name the application screens use.
export { EMPLOYMENT_TYPE_LABELS as EMPLOYMENT_LABELS } from '../../lib/employment';
