/**
 * The app's version, the root package.json's. The server bundle inlines the JSON at build time, so
 * the running app reports the version it was built from.
 */
import rootPackage from '../../package.json' with { type: 'json' };

export const APP_VERSION: string = rootPackage.version;
