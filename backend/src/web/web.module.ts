import { Module } from '@nestjs/common';
import { StaticFiles } from './static-files.js';

/** Serves the front-end builds: the shell, its remotes, the skins and the generic help documents. */
@Module({ providers: [StaticFiles], exports: [StaticFiles] })
export class WebModule {}
