; Tablée's Windows installer, for Inno Setup 6 (https://jrsoftware.org/isinfo.php).
; This file is UTF-8 with a byte-order mark, so Inno Setup reads the accents.
;
; `python packaging/build.py windows` freezes the app (packaging/tablee.spec) and runs
;     ISCC /DAppVersion=<pyproject version> /DFileVersion=<a.b.c.d> /DAppId=<AppId>
;          /DSourceDir=build\packaging\dist\tablee /DIconFile=build\packaging\icons\tablee.ico
;          /DOutputDir=dist /DOutputBase=tablee-<version>-setup packaging\windows\tablee.iss
;
; What it does: installs the frozen folder into Program Files (or, for a user without
; administrator rights, into their own Programs folder), a Start-menu entry and an
; optional desktop icon, and registers an uninstaller. The wizard is in English or
; French, after the system's language. The player's settings and saves live in
; %LOCALAPPDATA%\Tablee: the installer never writes there and the uninstaller leaves
; them alone.

#ifndef AppVersion
  #error Pass /DAppVersion=... (python packaging/build.py windows does)
#endif
#ifndef FileVersion
  #define FileVersion "0.0.0.0"
#endif
#ifndef AppId
  ; never change it: upgrades find the installed copy by this id
  #define AppId "{{6F0C3E52-4C1B-4B7E-9C83-2A8D5E7B1F40}"
#endif
#ifndef SourceDir
  #define SourceDir "..\..\build\packaging\dist\tablee"
#endif
#ifndef IconFile
  #define IconFile "..\..\build\packaging\icons\tablee.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif
#ifndef OutputBase
  #define OutputBase "tablee-" + AppVersion + "-setup"
#endif

[Setup]
AppId={#AppId}
AppName=Tablée
AppVersion={#AppVersion}
AppVerName=Tablée {#AppVersion}
AppPublisher=Tablée
VersionInfoVersion={#FileVersion}
VersionInfoProductName=Tablée
VersionInfoDescription=Tablée setup
DefaultDirName={autopf}\Tablée
DefaultGroupName=Tablée
DisableProgramGroupPage=yes
UninstallDisplayName=Tablée
UninstallDisplayIcon={app}\tablee.exe
SetupIconFile={#IconFile}
OutputDir={#OutputDir}
OutputBaseFilename={#OutputBase}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=commandline dialog
ShowLanguageDialog=auto
LanguageDetectionMethod=uilanguage
CloseApplications=yes
; file times recorded in UTC, whatever the build machine's time zone
TimeStampsInUTC=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[CustomMessages]
en.AppComment=Play tabletop card and board games against bots or with friends at one computer
fr.AppComment=Jouez à des jeux de cartes et de plateau contre des robots ou entre amis sur un seul ordinateur

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; an upgrade replaces the whole bundle: no file of an older build is left behind
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Tablée"; Filename: "{app}\tablee.exe"; Comment: "{cm:AppComment}"
Name: "{group}\{cm:UninstallProgram,Tablée}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\Tablée"; Filename: "{app}\tablee.exe"; Comment: "{cm:AppComment}"; Tasks: desktopicon

[Run]
Filename: "{app}\tablee.exe"; Description: "{cm:LaunchProgram,Tablée}"; Flags: nowait postinstall skipifsilent
