#import <UIKit/UIKit.h>

@interface SettingsViewController : UIViewController
@property (nonatomic, weak) IBOutlet UILabel *versionLabel;
@end
