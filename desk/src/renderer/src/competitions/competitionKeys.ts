/** The desk's query keys of competitions: the list, each one's detail (its entries beneath it), and a round opened from the board. */
export const COMPETITIONS_KEY = ['desk', 'competitions'] as const;
export const competitionKey = (competitionId: string) => ['desk', 'competition', competitionId] as const;
export const competitionRoundKey = (roundId: string) => ['desk', 'competition-round', roundId] as const;
