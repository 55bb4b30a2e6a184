/** 138****0000: a phone as the security page shows it. */
export const maskPhone = (phone: string): string =>
  phone.length >= 7 ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : phone;

/** z***@example.com: an email as the security page shows it. */
export const maskEmail = (email: string): string => {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, 1)}***${email.slice(at)}`;
};

/** 2026-11-22T02:00:00Z -> 2026-11-22 10:00:00 (China Standard Time, the platform's business time). */
export const formatCst = (iso: string): string =>
  new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
