/** The API's paths: everything under /api/, but its documentation (HTML pages of their own). */
const API_PATH = /^\/api\/(?!docs(\/|$))/;

export const isApiPath = (url: string): boolean => API_PATH.test(url);
