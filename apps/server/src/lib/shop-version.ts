// The shop's version (the root package.json's, kept with CHANGELOG.md): in the start log, /api/health,
// the API's description and the message of a build older than its database.
import rootPackage from '../../../../package.json' with { type: 'json' };

export const SHOP_VERSION: string = rootPackage.version;
