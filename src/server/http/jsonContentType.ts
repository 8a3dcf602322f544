/** The content type of every JSON response: API bodies, status, errors, `.json` files. */
export const jsonContentType = "application/json; charset=utf-8";
