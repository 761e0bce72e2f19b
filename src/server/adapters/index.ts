export { toNodeListener, listen, type FetchHandler, type NodeListener, type ListenOptions, type Listening } from './node.js';
export { toConnectMiddleware, type ConnectMiddleware } from './connect.js';
export { staticFiles, type StaticHandler } from './static.js';
