/** The E&O expiry rule lives in src/domain: the readiness view reads it too. */
export { expirationMoment, isExpired } from '../../src/domain/eAndOExpiry';
