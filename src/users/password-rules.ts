/** Long passphrases over complexity rules (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 12
export const PASSWORD_MAX_LENGTH = 256
