const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Record ids are uuids; anything else cannot exist, so services answer NOT_FOUND without asking the database. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
