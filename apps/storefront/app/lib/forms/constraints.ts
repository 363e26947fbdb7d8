// What each form's fields require, as HTML attributes (required, maxLength, pattern...): getZodConstraint of its
// schema, written out so that a page renders them without loading zod (constraints.test.ts checks they still match).
import type { FormName } from "./form-schemas";

/** A field's HTML constraints (Conform's Constraint, as getZodConstraint writes them). */
export interface Constraint {
  required?: boolean;
  minLength?: number;
  maxLength?: number;
  min?: string | number;
  max?: string | number;
  step?: string | number;
  multiple?: boolean;
  pattern?: string;
}

type Constraints = Record<string, Constraint>;

export const CONSTRAINTS: Record<FormName, Constraints> = {
  signIn: {
    email: {
      required: true,
    },
    password: {
      required: true,
    },
  },
  signUp: {
    email: {
      required: true,
    },
    password: {
      required: true,
    },
    repeatPassword: {
      required: true,
    },
    firstName: {
      required: true,
    },
    lastName: {
      required: true,
    },
    phone: {
      required: true,
    },
    acceptTerms: {
      required: true,
    },
    adult: {
      required: true,
    },
    referralCode: {
      required: false,
    },
  },
  passwordRestore: {
    email: {
      required: true,
    },
  },
  passwordRestoreFinish: {
    password: {
      required: true,
    },
    repeatPassword: {
      required: true,
    },
  },
  resendVerification: {
    email: {
      required: true,
    },
  },
  changePassword: {
    oldPassword: {
      required: true,
    },
    newPassword: {
      required: true,
    },
    repeatPassword: {
      required: true,
    },
  },
  profile: {
    firstName: {
      required: true,
    },
    lastName: {
      required: true,
    },
    phone: {
      required: true,
    },
  },
  deleteAccount: {
    password: {
      required: true,
    },
  },
  business: {
    companyName: {
      required: true,
    },
    companyAddress: {
      required: true,
    },
    ssn: {
      required: true,
    },
    postalIndex: {
      required: true,
    },
  },
  checkout: {
    firstName: {
      required: true,
    },
    lastName: {
      required: true,
    },
    phone: {
      required: true,
    },
    payment: {
      required: true,
      pattern: "in\\x2dstore|online|crypto",
    },
    couponCode: {
      required: false,
    },
    comment: {
      required: false,
    },
    acceptTerms: {
      required: true,
    },
    sms: {
      required: false,
      pattern: "on|true",
    },
    expectedTotal: {
      required: false,
    },
    invoice: {
      required: false,
      pattern: "on|true",
    },
    invoiceKind: {
      required: false,
      pattern: "business|private",
    },
    invoiceNip: {
      required: false,
    },
    invoiceName: {
      required: false,
    },
    invoiceLine1: {
      required: false,
    },
    invoiceLine2: {
      required: false,
    },
    delivery: {
      required: true,
    },
    storeId: {
      required: false,
    },
    pickupAt: {
      required: false,
    },
    lockerCode: {
      required: false,
    },
    postBox: {
      required: false,
    },
    street: {},
    streetNumber: {},
    apartment: {
      required: false,
    },
    zipCode: {},
    country: {},
  },
};
