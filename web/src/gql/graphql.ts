/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/* GENERATED FILE: do not edit by hand. Regenerate with `npm run gen`. */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Pages of the admin area. */
export type AdminRoute =
  | 'analytics'
  | 'applications'
  | 'configuration'
  | 'dashboard'
  | 'documents'
  | 'help'
  | 'notifications'
  | 'payments'
  | 'properties'
  | 'roles'
  | 'security'
  | 'settings'
  | 'support'
  | 'users';

/** SPEC §6 permission flags. */
export type Permission =
  | 'manageAllApplications'
  | 'manageAllPayments'
  | 'manageAllUsers'
  | 'manageProperties'
  | 'manageSystem'
  | 'verifyDocuments'
  | 'viewAllApplications'
  | 'viewAllDocuments'
  | 'viewAllPayments'
  | 'viewAllUsers'
  | 'viewAnalytics';

/** SPEC §6 roles; `user` is a customer. */
export type Role =
  | 'admin'
  | 'credit_analyst'
  | 'finance'
  | 'inspection_and_verification'
  | 'recovery_and_collections'
  | 'sales_executive'
  | 'superadmin'
  | 'user';

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { me: { id: string, email: string, firstName: string, lastName: string, role: Role, isAdmin: boolean, permissions: Array<Permission>, adminRoutes: Array<AdminRoute> } | null };

export type PublicSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicSettingsQuery = { publicSettings: Array<{ key: string, value: unknown }> };


export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"permissions"}},{"kind":"Field","name":{"kind":"Name","value":"adminRoutes"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const PublicSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]} as unknown as DocumentNode<PublicSettingsQuery, PublicSettingsQueryVariables>;