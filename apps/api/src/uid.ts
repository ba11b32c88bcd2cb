/** Magento's `uid`: the base64 of the numeric id, so clients never rely on ids being numbers. */
export function encodeUid(id: number | string): string {
  return Buffer.from(String(id)).toString('base64');
}

export function decodeUid(uid: string): string {
  return Buffer.from(uid, 'base64').toString('utf8');
}
