import DSRegistryCore

extension Schema {
    /// `state_coverage_matrix` as `lacking-state` and the site read a cell (issue 31): v3's view
    /// said `not-assessed` for every blank cell, so Datasette's faceted coverage called
    /// Backbase's Android and Figma cells (a system that ships on iOS only) not assessed where
    /// the site said not applicable, and Header's blank Focused cell on Figma not assessed
    /// where the assessment left it open. A row of the view is a state the component records,
    /// so it was assessed: a cell is `not-applicable` where the component does not ship (the
    /// catalog's `ships`, frozen here), else the most telling recorded answer across scopes
    /// (supported, not supported, not modeled, not applicable), else `not-recorded`.
    /// Frozen as shipped; `OneAnswerTests` holds every cell equal to `QuestionCatalog`'s rule.
    static let v12CoverageMatrix = """
        DROP VIEW state_coverage_matrix;

        CREATE VIEW state_coverage_matrix AS
        WITH platform(name) AS (VALUES ('ios'), ('android'), ('figma')),
        ships(component_id, platform) AS (
          SELECT c.id, pl.name
          FROM component c JOIN design_system d ON d.id = c.system_id
          CROSS JOIN platform pl
          WHERE CASE
            WHEN pl.name <> 'figma' AND EXISTS (SELECT 1 FROM availability a
                                                WHERE a.component_id = c.id AND a.platform IN ('ios', 'android'))
              THEN EXISTS (SELECT 1 FROM availability a WHERE a.component_id = c.id AND a.platform = pl.name)
            WHEN ifnull(d.platforms, '') <> '' THEN instr(lower(d.platforms), pl.name) > 0
            ELSE 1 END),
        cell AS (
          SELECT sc.component_id, sc.state, p.name AS platform, sh.component_id IS NOT NULL AS ships,
                 MIN(CASE ss.support WHEN 'supported' THEN 0 WHEN 'not-supported' THEN 1
                     WHEN 'not-modeled' THEN 2 WHEN 'not-applicable' THEN 5 END) AS rank
          FROM state_coverage sc CROSS JOIN platform p
          LEFT JOIN state_support ss ON ss.coverage_id = sc.id AND ss.platform = p.name
          LEFT JOIN ships sh ON sh.component_id = sc.component_id AND sh.platform = p.name
          GROUP BY sc.component_id, sc.state, p.name),
        answer AS (
          SELECT component_id, state, platform,
                 CASE WHEN NOT ships THEN 'not-applicable' WHEN rank = 0 THEN 'supported'
                      WHEN rank = 1 THEN 'not-supported' WHEN rank = 2 THEN 'not-modeled'
                      WHEN rank = 5 THEN 'not-applicable' ELSE 'not-recorded' END AS support
          FROM cell)
        SELECT a.component_id, c.system_id AS system, c.name AS component, a.state,
               MAX(CASE a.platform WHEN 'ios' THEN a.support END) AS ios,
               MAX(CASE a.platform WHEN 'android' THEN a.support END) AS android,
               MAX(CASE a.platform WHEN 'figma' THEN a.support END) AS figma
        FROM answer a JOIN component c ON c.id = a.component_id
        GROUP BY a.component_id, a.state;

        PRAGMA user_version = 12;
        """
}
