/** The name of the port extension pages open to receive live state from the worker. */
export const STATE_PORT_NAME = 'cartwatch:state';
