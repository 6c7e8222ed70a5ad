#import <Cocoa/Cocoa.h>

@class PreferencesWindowController;
@class RecentFilesViewController;

@interface VaultAppDelegate : NSObject <NSApplicationDelegate>
@property (weak) IBOutlet NSWindow *welcomeWindow;
@property (strong) PreferencesWindowController *preferences;
@property (strong) RecentFilesViewController *recentFiles;
@end
