import { describe, expectTypeOf, it } from 'vitest';
import type {
  Database,
  FunctionArgs,
  FunctionReturns,
  FunctionRow,
  Tables,
  TablesInsert,
  TablesUpdate,
} from './index';

// The checks below are types: `pnpm typecheck` fails when the generated types change under them.
describe('the generated database types', () => {
  it('describe the public directory view: every column may be null, as for any view', () => {
    expectTypeOf<Tables<'lawyer_directory'>>().toEqualTypeOf<
      Database['public']['Views']['lawyer_directory']['Row']
    >();
    expectTypeOf<Tables<'lawyer_directory'>['years_experience']>().toEqualTypeOf<number | null>();
    expectTypeOf<Tables<'lawyer_directory'>>().not.toHaveProperty('bar_council_id');
  });

  it('describe a table as read, inserted and updated', () => {
    expectTypeOf<Tables<'consultation_requests'>['lawyer_id']>().toEqualTypeOf<string | null>();
    expectTypeOf<Tables<'consultation_requests'>['status']>().toEqualTypeOf<string>();
    // The database fills id, status and created_at.
    expectTypeOf<TablesInsert<'consultation_requests'>>().toExtend<{
      client_id: string;
      service_type: string;
      description: string;
      status?: string;
    }>();
    expectTypeOf<{ client_id: string }>().not.toExtend<TablesInsert<'consultation_requests'>>();
    expectTypeOf<{ status: string }>().toExtend<TablesUpdate<'consultation_requests'>>();
  });

  it("describe a function's arguments and the rows it returns", () => {
    expectTypeOf<FunctionArgs<'search_lawyer_directory'>>().toEqualTypeOf<{
      city?: string;
      language?: string;
      min_experience?: number;
      min_rating?: number;
      search?: string;
      specialization?: string;
    }>();
    expectTypeOf<FunctionReturns<'search_lawyer_directory'>>().toEqualTypeOf<
      Tables<'lawyer_directory'>[]
    >();
    expectTypeOf<FunctionRow<'search_lawyer_directory'>>().toEqualTypeOf<
      Tables<'lawyer_directory'>
    >();
    expectTypeOf<FunctionRow<'accept_consultation_request'>>().toEqualTypeOf<
      Tables<'consultation_requests'>
    >();
  });

});
