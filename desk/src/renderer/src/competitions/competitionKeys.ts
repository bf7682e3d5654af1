/** The desk's query keys of competitions: the list, and each one's detail (its entries beneath it). */
export const COMPETITIONS_KEY = ['desk', 'competitions'] as const;
export const competitionKey = (competitionId: string) => ['desk', 'competition', competitionId] as const;
