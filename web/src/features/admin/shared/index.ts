// Shared building blocks of the admin work pages.
export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';
export { ReasonDialog, type ReasonDialogProps } from './ReasonDialog';
export { useCursorPages, useFilter } from './useCursorPages';
export { StatusChip, humanize } from './StatusChip';
export { FilePreview, type FilePreviewProps } from './FilePreview';
export { describeServerError, type ServerProblem } from './errors';
export { usePermissions } from './usePermissions';
export { useLiveRefetch } from './useLiveRefetch';
export { forgetApplicationChecks } from './staleApplications';
export { ARREARS_BUCKET_LABELS, BALANCE_LABELS, PAYMENT_METHOD_LABELS, PAYMENT_STATUS_LABELS } from './labels';
export { FilterSelect, humanizedOptions, optionsOf, type FilterSelectProps } from './FilterSelect';
export { StaffList, StaffListPage, type StaffListConnection, type StaffListPageProps, type StaffListProps, type StaffListSearch } from './StaffList';
export { columnVisibility, gridWidthForViewport, type StaffColumn } from './columns';
