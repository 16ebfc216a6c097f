/** The host access "detect products as I browse" asks for: every http and https page. */
export const ALL_SITES = ['http://*/*', 'https://*/*'];
