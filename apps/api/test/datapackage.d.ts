// The part of Frictionless' reference JavaScript library (datapackage 1.x, no types of its own) that the
// open-data tests use: load a descriptor, validate it against its profile, read a resource cast by its schema.
declare module 'datapackage' {
  export interface Resource {
    read(options?: { keyed?: boolean; cast?: boolean }): Promise<unknown[]>;
  }
  export class Package {
    static load(descriptor: object | string, options?: { basePath?: string; strict?: boolean }): Promise<Package>;
    readonly valid: boolean;
    readonly errors: Error[];
    getResource(name: string): Resource;
  }
}
