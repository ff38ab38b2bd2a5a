/// Facts about the library itself.
public enum DSRegistryInfo {
    /// The library's version, as `dsreg --version` prints it.
    public static let version = "0.1.0"
}
