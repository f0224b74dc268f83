import { type BootConfig, boot } from './boot-script';

// Compiled in by the build (apps/web/build/first-load.ts): the paths and the files each first route needs.
declare const __BOOT_CONFIG__: BootConfig;

boot(__BOOT_CONFIG__);
