public enum DSRegistryInfo {
    public static let version = "0.1.0"
}
