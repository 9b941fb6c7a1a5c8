// What an instalment owes and has paid, per part; the allocation rules that use it live in servicing.ts.

export interface InstalmentBalance {
  number: number;
  dueDate: string;
  principalDue: number;
  interestDue: number;
  feeDue: number;
  penaltyDue: number;
  principalPaid: number;
  interestPaid: number;
  feePaid: number;
  penaltyPaid: number;
}

export interface InstalmentAllocation {
  number: number;
  penalty: number;
  fee: number;
  interest: number;
  principal: number;
}
