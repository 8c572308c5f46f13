// Moved to src/test (the shortcuts dialog uses it too); kept here for this feature's tests.
export { polyfillDialog } from '@/test/dialog-polyfill';
