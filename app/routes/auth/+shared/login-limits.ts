/** The longest user name or e-mail and password the sign-in form takes: its inputs' maxlength and its schema's limits (no zod here, so the page loads without it). */
export const LOGIN_MAX_LENGTH = { username: 254, password: 1024 } as const;
