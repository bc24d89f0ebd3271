// The contract of mf_case_room: what it exposes to the shell. Types only, imported by no code;
// every app's type check includes the contract modules.
import type { ComponentType } from 'react';

declare module '@nyaya/shared-platform' {
  interface RemoteExposes {
    mf_case_room: {
      /**
       * The case room at /cases/:id (the consultation request's id): the client and the lawyer
       * who accepted it (docs/product/case-room.md).
       */
      './CaseRoomPage': ComponentType;
    };
  }
}
