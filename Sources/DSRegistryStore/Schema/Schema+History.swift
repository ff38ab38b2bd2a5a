import DSRegistryCore

extension Schema {
    /// What assessment history needs: a published assessment's fingerprint, so that a seed
    /// cannot silently rewrite it, and the property and variant counts it was made against,
    /// recorded when the version is first seeded and kept while it stays published.
    static let v4History = """
        ALTER TABLE assessment ADD COLUMN content_hash TEXT;
        ALTER TABLE assessment ADD COLUMN property_count INTEGER CHECK (property_count >= 0);
        ALTER TABLE assessment ADD COLUMN variant_count INTEGER CHECK (variant_count >= 0);
        """
}
