/**
 * The API's base path (SPEC §7: configurable, default /api). The server mounts every contract
 * under it and the web app calls it; both read this one constant (the web build may override
 * it with VITE_API_BASE when a proxy serves the API elsewhere).
 */
export const API_BASE_PATH = '/api';
