// The module's entry; filled in as its services land.
export {};
