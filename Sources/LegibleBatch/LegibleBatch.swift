public enum LegibleBatch {}
