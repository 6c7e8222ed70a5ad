#import "JournalAppDelegate.h"
#import "Journal-Swift.h"

@implementation JournalAppDelegate {
    PreferencesController *_preferencesController;
}

- (void)applicationDidFinishLaunching:(UIApplication *)application {
    UINavigationController *preferences =
        [[UINavigationController alloc] initWithRootViewController:self.preferencesController];
    self.tabs = [[UITabBarController alloc] init];
    [self.tabs setViewControllers:[NSArray arrayWithObjects:preferences, nil]];
    [self.window setRootViewController:self.tabs];
    [self.window makeKeyAndVisible];
}

- (PreferencesController *)preferencesController {
    if (_preferencesController == nil) {
        UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Preferences" bundle:nil];
        _preferencesController = [storyboard instantiateInitialViewController];
    }
    return _preferencesController;
}

@end
