#import "VaultAppDelegate.h"
#import "PreferencesWindowController.h"
#import "RecentFilesViewController.h"

@implementation VaultAppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    self.recentFiles = [[RecentFilesViewController alloc] init];
    [self.welcomeWindow setContentView:self.recentFiles.view];
}

- (IBAction)showPreferences:(id)sender {
    self.preferences = [[PreferencesWindowController alloc] init];
    [self.preferences showWindow:sender];
}

@end
