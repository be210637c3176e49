// The nginx starter lives in scripts/ so that the bench and the preview use it without importing tests.
export { freePort, startNginx } from '../../../scripts/nginx';
