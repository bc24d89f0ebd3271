// The notification worker's front door (filled in with the worker).
export {};
