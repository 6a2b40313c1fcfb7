/** A wrong code shakes; the boxes clear and refocus this long after (spec §2, §9). */
export const WRONG_CODE_RESET_MS = 1_400;
