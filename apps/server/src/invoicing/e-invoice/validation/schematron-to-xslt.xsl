<?xml version="1.0" encoding="UTF-8"?>
<!--
  Turns an ISO Schematron schema (queryBinding xslt2, as Peppol's rules are written) into an XSLT 3
  stylesheet that reports in SVRL, so SaxonJS can run rules published only as .sch. It covers what
  those rule files use: ns, global and rule lets, XSLT functions, patterns whose rules fire on the
  first matching context in document order of the rules, and asserts with their id and flag.
-->
<xsl:stylesheet version="3.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:out="urn:shop:generated-xslt"
  xmlns:sch="http://purl.oclc.org/dsdl/schematron"
  xmlns:svrl="http://purl.oclc.org/dsdl/svrl"
  exclude-result-prefixes="sch">
  <xsl:namespace-alias stylesheet-prefix="out" result-prefix="xsl"/>
  <xsl:output method="xml" indent="yes"/>

  <xsl:template match="/sch:schema">
    <out:stylesheet version="3.0">
      <xsl:for-each select="sch:ns">
        <xsl:namespace name="{@prefix}" select="@uri"/>
      </xsl:for-each>
      <!-- A pattern's lets are global too, as the Schematron skeleton treats them. -->
      <xsl:for-each select="sch:let | sch:pattern/sch:let">
        <out:variable name="{@name}" select="{@value}"/>
      </xsl:for-each>
      <xsl:copy-of select="*[namespace-uri() = 'http://www.w3.org/1999/XSL/Transform']"/>
      <xsl:for-each select="sch:pattern">
        <out:mode name="pattern-{position()}" on-no-match="shallow-skip"/>
      </xsl:for-each>
      <out:template match="/">
        <svrl:schematron-output>
          <xsl:for-each select="sch:pattern">
            <out:apply-templates select="/" mode="pattern-{position()}"/>
          </xsl:for-each>
        </svrl:schematron-output>
      </out:template>
      <xsl:for-each select="sch:pattern">
        <xsl:variable name="pattern" select="position()"/>
        <xsl:for-each select="sch:rule">
          <out:template match="{@context}" mode="pattern-{$pattern}" priority="{10000 - position()}">
            <xsl:for-each select="sch:let">
              <out:variable name="{@name}" select="{@value}"/>
            </xsl:for-each>
            <xsl:for-each select="sch:assert">
              <out:if test="not({@test})">
                <svrl:failed-assert id="{@id}" flag="{(@flag, 'error')[1]}">
                  <out:attribute name="location" select="path()"/>
                  <svrl:text><xsl:apply-templates select="node()" mode="message"/></svrl:text>
                </svrl:failed-assert>
              </out:if>
            </xsl:for-each>
            <out:apply-templates select="@* | node()" mode="pattern-{$pattern}"/>
          </out:template>
        </xsl:for-each>
      </xsl:for-each>
    </out:stylesheet>
  </xsl:template>

  <xsl:template match="text()" mode="message">
    <out:text><xsl:value-of select="."/></out:text>
  </xsl:template>
  <xsl:template match="sch:value-of" mode="message">
    <out:value-of select="{@select}"/>
  </xsl:template>
  <xsl:template match="sch:name" mode="message">
    <out:value-of select="name({(@path, '.')[1]})"/>
  </xsl:template>
</xsl:stylesheet>
